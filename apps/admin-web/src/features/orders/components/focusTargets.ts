// Where focus returns when the order dialog closes: the order's row, or the page title once it is deleted.
export const ordersTitleId = 'admin-orders-title';
export const orderButtonId = (orderId: string) => `admin-order-${orderId}`;
