import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is rendered at build time and while the browser takes that markup over; true once the app
 * runs. A control that only works with the script (a button that opens a dialog) renders nothing until then, so a
 * prerendered page never shows a control that does nothing when pressed.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
