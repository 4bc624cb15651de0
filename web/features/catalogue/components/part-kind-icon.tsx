import {
  IconBattery2,
  IconBolt,
  IconBulb,
  IconCircleDashed,
  IconCircleDot,
  IconDisc,
  IconDroplet,
  IconEngine,
  IconFilter,
  IconSettings,
  IconSteeringWheel,
  IconTool,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { type PartKind, partKindOf } from '../logic/part-kind'

const ICONS: Record<PartKind, ComponentType<{ size?: number; stroke?: number }>> = {
  filter: IconFilter,
  brake: IconDisc,
  battery: IconBattery2,
  gasket: IconCircleDashed,
  bulb: IconBulb,
  spark: IconBolt,
  oil: IconDroplet,
  bearing: IconCircleDot,
  steering: IconSteeringWheel,
  engine: IconEngine,
  bolt: IconTool,
  other: IconSettings,
}

/** The drawing of a part's kind, where its photo would be. */
export function PartKindIcon({ name, size }: { name: string; size: number }) {
  const Icon = ICONS[partKindOf(name)]
  return <Icon size={size} stroke={1.25} />
}
