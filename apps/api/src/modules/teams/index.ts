// The public face of the teams module (issue 35): organisations of clients, and who in them may order or see billing.
export { teamMemberAdded } from './teams.events';
export {
  billingAccountFor,
  billingAccountOf,
  orderingAccountFor,
  refuseAccountantOrder,
} from './teams.service';
