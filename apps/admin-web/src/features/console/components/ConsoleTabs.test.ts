import { describe, expect, it } from 'vitest';
import { activeTabKey } from './ConsoleTabs';

describe('the open tab comes from the address', () => {
  it.each([
    ['/staff/admin', 'dashboard'],
    ['/staff/admin/', 'dashboard'],
    ['/staff/admin/users', 'users'],
    ['/staff/admin/users/', 'users'],
    ['/staff/admin/orders', 'orders'],
    ['/staff/admin/orders/', 'orders'],
    ['/staff/admin/services', 'services'],
    ['/staff/admin/discounts', 'discounts'],
  ])('%s → %s', (path, tab) => {
    expect(activeTabKey(path)).toBe(tab);
  });
});
