// The dashboards of the three roles: the client's frame, the designer's approval state and tabs, the admin's users.
export const dashboard = {
  client: {
    title: 'Your dashboard',
    greeting: 'Welcome back, {{name}}',
    greetingNoName: 'Welcome back',
    stats: {
      label: 'Order summary',
      activeOrders: 'Active orders',
      totalOrders: 'Total orders',
      totalSpent: 'Total spent',
    },
    ordersTitle: 'Your orders',
    noOrders: 'You have no orders yet',
    noOrdersHint:
      'Upload your photos and choose the edits you need. Your orders, their status and the edited photos will be listed here.',
    newOrder: 'New order',
  },
  designer: {
    title: 'Designer dashboard',
    greeting: 'Hello, {{name}}',
    awaitingTitle: 'Your account is awaiting approval',
    awaitingBody:
      'Thank you for registering. An admin will review your account soon. This page updates by itself once you are approved.',
    approved: 'Your account has been approved.',
    tabsLabel: 'Orders',
    tabs: {
      available: 'Available Orders',
      mine: 'My Orders',
    },
    noAvailable: 'No orders are available right now.',
    noAvailableHint: 'New paid orders appear here for you to claim.',
    noMine: 'You have not claimed any orders yet.',
    noMineHint: 'Orders you claim appear here; completed ones stay listed below the open ones.',
  },
  admin: {
    title: 'Admin dashboard',
    usersTitle: 'Users',
    usersIntro: 'Approve new designers and activate or deactivate accounts.',
    filters: {
      label: 'Filter users',
      role: 'Role',
      allRoles: 'All roles',
      search: 'Search',
      searchPlaceholder: 'Name or email',
    },
    columns: {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      status: 'Status',
      joined: 'Joined',
      actions: 'Actions',
    },
    status: {
      active: 'Active',
      inactive: 'Inactive',
      awaitingApproval: 'Awaiting approval',
    },
    actions: {
      approve: 'Approve',
      activate: 'Activate',
      deactivate: 'Deactivate',
      loadMore: 'Load more',
    },
    confirmDeactivate: {
      title: 'Deactivate this account?',
      description:
        '{{email}} will be signed out everywhere and will not be able to sign in until reactivated.',
      confirm: 'Deactivate',
      cancel: 'Cancel',
    },
    messages: {
      approved: 'Designer approved',
      statusUpdated: 'Status updated',
      usersItem: 'users',
    },
    empty: 'No users match these filters.',
    you: '(you)',
  },
} as const;
