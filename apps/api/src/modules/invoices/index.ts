// The public face of the invoices module (issue 35): an invoice for every payment and a correcting invoice for every
// refund, their PDFs, and the accountant's monthly export.
export { issueCorrection, issueCreditPurchaseInvoice, issueInvoice } from './invoices.events';
export { issueOrderInvoice } from './invoices.issue';
export { selectCorrectingInvoice, selectOrderInvoice, selectPurchaseInvoice } from './invoices.queries';
export {
  clientInvoices,
  type InvoicesDeps,
  invoiceAttachment,
  invoicePdf,
  monthExport,
  monthInvoices,
} from './invoices.service';
