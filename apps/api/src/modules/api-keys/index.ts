// The public face of the API keys module (issue 36): the keys other software calls REST v1 with.
export { authenticateKey } from './api-keys.service';
