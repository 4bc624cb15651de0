// The kind of a part, read from its name, so a part without a photo still shows what it is
// (a filter, a brake pad, a battery…) rather than a broken picture. First match wins; names are
// the catalogue's own words, in English as the manufacturer writes them, and their Indonesian.
export type PartKind =
  | 'filter'
  | 'brake'
  | 'battery'
  | 'gasket'
  | 'bulb'
  | 'spark'
  | 'oil'
  | 'bearing'
  | 'steering'
  | 'engine'
  | 'bolt'
  | 'other'

const RULES: ReadonlyArray<[PartKind, RegExp]> = [
  ['filter', /\b(FILTER|ELEMENT|SARINGAN)\b/],
  ['brake', /\b(BRAKE|KAMPAS|REM|CALIPER|CLUTCH)\b/],
  ['battery', /\b(BATTERY|AKI)\b/],
  ['gasket', /\b(GASKET|SEAL|PAKING)\b/],
  ['bulb', /\b(BULB|LAMP|LAMPU|HEADLAMP)\b/],
  ['spark', /\b(SPARK|PLUG|BUSI|ALTERNATOR|STARTER|RELAY|SENSOR|INJECTOR)\b/],
  ['oil', /\b(OIL|OLI|FLUID|COOLANT)\b/],
  ['bearing', /\b(BEARING|HUB|LAHER)\b/],
  ['steering', /\b(TIE ROD|RACK|STEERING|SHOCK|STRUT|STABILIZER|ARM|BUSHING)\b/],
  ['engine', /\b(PUMP|BELT|ENGINE|PISTON|VALVE|TIMING)\b/],
  ['bolt', /\b(BOLT|NUT|WASHER|CLIP|SCREW|BAUT|MUR)\b/],
]

export function partKindOf(name: string): PartKind {
  const upper = name.toUpperCase()
  return RULES.find(([, pattern]) => pattern.test(upper))?.[0] ?? 'other'
}
