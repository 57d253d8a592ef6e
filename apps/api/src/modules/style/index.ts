// The public face of the style module (issue 33's "My style").
export { snapshotStyle } from './style.events';
export { loadOrderStyles, orderStyleLook } from './style.service';
