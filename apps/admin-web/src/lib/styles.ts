// Class names shared by the console's form controls and tables (the kit's TextField covers plain inputs).
export const controlClasses =
  'h-11 rounded-control border border-border-strong bg-white px-3 text-sm text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-surface-sunken';

export const textareaClasses =
  'min-h-24 rounded-control border border-border-strong bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export const tableWrapperClasses =
  'mt-6 overflow-x-auto rounded-card border border-border bg-white shadow-card';
export const headCellClasses = 'px-4 py-3 font-medium';
export const cellClasses = 'px-4 py-3';

export const dialogOverlayClasses = 'fixed inset-0 z-50 bg-overlay';
export const dialogContentClasses =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 text-ink shadow-overlay focus:outline-none';
