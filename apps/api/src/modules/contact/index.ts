// The public face of the contact module: what other modules and the adapters may use (biome noRestrictedImports).
export { contactMessageReceived } from './contact.events';
