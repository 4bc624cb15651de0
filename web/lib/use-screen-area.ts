import { useLocation } from 'react-router'
import { type Area, screenAreaOf } from './paths'

/** The area of the screen on show: whose variant of a shared screen to draw (see screenAreaOf). */
export function useScreenArea(): Area {
  return screenAreaOf(useLocation().pathname)
}
