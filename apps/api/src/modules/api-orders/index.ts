// The public face of the API orders module (issue 36): REST v1's ordering for an API key's account.
export {
  type ApiOrdersDeps,
  createAccountOrder,
  payAccountOrder,
  quoteForAccount,
} from './api-orders.service';
