// The element ids of a photo's card in step 2, which the services gate focuses and scrolls to.
export const serviceCheckboxId = (mediaId: string, serviceId: string) => `svc-${mediaId}-${serviceId}`;
export const imageCardId = (mediaId: string) => `wizard-image-${mediaId}`;
