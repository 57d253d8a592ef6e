// The full-screen viewer's keyboard: ← → change the photo, + = − zoom, 0 fits the photo again.
export type ViewerKeyAction = 'previous' | 'next' | 'zoomIn' | 'zoomOut' | 'fit';

const keyActions = new Map<string, ViewerKeyAction>([
  ['ArrowLeft', 'previous'],
  ['ArrowRight', 'next'],
  ['+', 'zoomIn'],
  ['=', 'zoomIn'],
  ['-', 'zoomOut'],
  ['0', 'fit'],
]);

/** What a key does in the viewer, or undefined when it is not one of the viewer's keys. */
export const viewerKeyAction = (key: string): ViewerKeyAction | undefined => keyActions.get(key);
