// Space kept free at the bottom of the page for what floats over it (WCAG 2.2 2.4.11, 1.4.10): the cookie banner
// publishes its height, the client site's Help button its room, and styles.css turns both into the page's
// bottom padding and scroll padding, so a focused control or the page's end is never left under them.
import { type RefObject, useEffect } from 'react';

/** The CSS custom properties on <html> that styles.css reads. */
export const bottomSpaceProperties = {
  cookieBanner: '--cookie-banner-height',
  floatingHelp: '--floating-help-space',
} as const;

/** Keeps `property` on <html> equal to the element's height while it is mounted (follows resizes and zoom). */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, property: string) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}

/** Keeps `property` on <html> set to a fixed length (e.g. `4.5rem`) while mounted. */
export function useReservedSpace(property: string, length: string) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(property, length);
    return () => {
      root.style.removeProperty(property);
    };
  }, [property, length]);
}
