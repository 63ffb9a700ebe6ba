import { useEffect, useState, type RefObject } from 'react'
import classes from './more-columns-hint.module.css'

/**
 * Whether a scroll box has columns hidden past its right edge: true while it can scroll
 * further right. Follows scrolling and resizing.
 */
export const useMoreToTheRight = (box: RefObject<HTMLElement | null>): boolean => {
  const [more, setMore] = useState(false)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    const update = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1)
    update()
    element.addEventListener('scroll', update, { passive: true })
    // jsdom has no ResizeObserver; its boxes have no width either.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    observer?.observe(element)
    const table = element.firstElementChild
    if (table !== null) observer?.observe(table)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [box])
  return more
}

/**
 * A shade along a scroll box's right edge, shown while columns are hidden past it: a phone's
 * user sees that the table scrolls sideways. Drawn over the box by its positioned parent.
 */
export function MoreColumnsHint({ shown }: { readonly shown: boolean }) {
  return shown ? <div className={classes.hint} data-more-columns aria-hidden /> : null
}
