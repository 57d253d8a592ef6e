// The public face of the shares module (issue 35): links to a completed order's gallery for the listing agent.
export { sharedGallery } from './shares.service';
