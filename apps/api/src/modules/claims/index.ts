// The public face of the claims module (issue 34's 30-day guarantee).
export { claimOpened, claimResolved } from './claims.events';
