/**
 * The client site's multi-line fields at 16 px, like the kit's inputs (TextAreaField is 14 px, the staff apps'
 * size): phone browsers zoom into a focused field whose text is smaller. For a TextAreaField's `className`.
 */
export const clientTextAreaClass = '[&_textarea]:text-base';
