// Rows of the admin API as the contracts describe them, for the console's component tests.
import type {
  AdminDiscountView,
  AdminOrderDetail,
  AdminOrderListItem,
  AdminPromiseFigures,
  AdminServiceView,
  AdminStats,
  AdminUserView,
} from '@photoedit/contracts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const userRow = (n: number, overrides: Partial<AdminUserView> = {}): AdminUserView => ({
  id: id(100 + n),
  role: 'designer',
  email: `user${n}@example.com`,
  displayName: `User ${n}`,
  firstName: null,
  lastName: null,
  status: 'active',
  rating: null,
  approved: true,
  language: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
  approvedAt: null,
  ...overrides,
});

export const orderRow = (n: number, overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem => ({
  id: id(200 + n),
  orderNumber: 1000 + n,
  clientEmail: `client${n}@example.com`,
  designer: null,
  totalMinor: 2500,
  currency: 'USD',
  status: 'pending',
  paymentStatus: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  dueAt: '2026-11-21T10:01:00.000Z',
  completedAt: null,
  overdue: false,
  imageCount: 2,
  serviceCount: 3,
  ...overrides,
});

export const orderDetail = (n: number, overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...orderRow(n),
  subtotalMinor: 2500,
  turnaround: { tier: 'standard', hours: 24, amountMinor: 0 },
  discountMinor: 0,
  discountCode: null,
  notes: 'Please keep the sky natural.',
  contact: { firstName: 'Jan', lastName: 'Kowalski', phone: null, company: null, propertyAddress: null },
  language: 'en',
  paymentProvider: 'offline',
  claimedAt: null,
  images: [],
  history: [],
  style: null,
  look: null,
  rating: null,
  designerRating: null,
  clientDesigners: { preferred: [], blocked: [] },
  credit: { usedMinor: 0, earned: [], currency: 'USD' },
  statusChoices: [
    { status: 'in_progress', possible: false, reasonKey: 'errors.orderStatus.noDesigner' },
    { status: 'ready_for_review', possible: false, reasonKey: 'errors.orderStatus.notDelivered' },
  ],
  ...overrides,
});

export const serviceRow = (n: number, overrides: Partial<AdminServiceView> = {}): AdminServiceView => ({
  id: id(300 + n),
  slug: `service-${n}`,
  category: 'sky_replacement',
  priceMinor: 1500,
  currency: 'USD',
  prices: { USD: 1500, EUR: 1390, PLN: 5990 },
  active: true,
  sortOrder: n * 10,
  text: {
    en: { name: `Sky ${n}`, description: 'A blue sky.' },
    pl: { name: `Niebo ${n}`, description: 'Błękitne niebo.' },
  },
  orderLineCount: 0,
  images: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const discountRow = (n: number, overrides: Partial<AdminDiscountView> = {}): AdminDiscountView => ({
  id: id(400 + n),
  code: `CODE${n}`,
  kind: 'percent',
  value: 10,
  currency: null,
  maxUses: null,
  uses: 0,
  active: true,
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const promiseFigures = (overrides: Partial<AdminPromiseFigures> = {}): AdminPromiseFigures => ({
  weeks: Array.from({ length: 8 }, (_, index) => ({
    weekStart: new Date(Date.UTC(2026, 9, 12 + index * 7)).toISOString().slice(0, 10),
    delivered: index,
    onTime: index,
  })),
  designers: [],
  credits: [],
  claims: { opened: 0, open: 0, redo: 0, refund: 0, credit: 0 },
  ...overrides,
});

export const stats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  ordersByStatus: { pending: 3, in_progress: 2, ready_for_review: 1, revision_requested: 0, completed: 10 },
  ordersToday: 4,
  ordersThisWeek: 12,
  unpaidOrders: 2,
  revenue: [{ currency: 'USD', amountMinor: 123450 }],
  revenueThisWeek: [{ currency: 'USD', amountMinor: 45000 }],
  revenueOfDeletedOrders: [],
  refunds: [],
  unassignedPaidOrders: 3,
  overdueOrders: 1,
  completedOrders: 10,
  completedOnTime: 9,
  usersByRole: { client: 20, designer: 4, admin: 1 },
  designersAwaitingApproval: 2,
  ...overrides,
});
