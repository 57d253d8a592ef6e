// The public face of the access module: the SQL predicates of who may see and take what.
export { availableToDesigners } from './access.predicates';
