import { describe, expect, it } from 'vitest';
import { roleFromPath, rootRedirectPath } from './routing';

describe('roleFromPath', () => {
  it.each([
    ['/staff/admin', 'admin'],
    ['/staff/admin/login', 'admin'],
    ['/staff/designer', 'designer'],
    ['/staff/designer/register', 'designer'],
    ['/staff/administrator', 'client'],
    ['/en/dashboard', 'client'],
    ['/', 'client'],
  ])('%s belongs to %s', (path, role) => {
    expect(roleFromPath(path)).toBe(role);
  });
});

describe('rootRedirectPath', () => {
  it.each([
    ['admin.localhost', '/staff/admin/login'],
    ['ADMIN.photoedit.com', '/staff/admin/login'],
    ['designer.localhost', '/staff/designer/login'],
    ['studio-designer.example.com', '/staff/designer/login'],
    ['localhost', '/en'],
    ['photoedit.com', '/en'],
  ])('%s → %s', (host, target) => {
    expect(rootRedirectPath(host)).toBe(target);
  });

  it("sends the client's host to the detected language and the staff hosts to their login whatever it is", () => {
    expect(rootRedirectPath('localhost', 'pl')).toBe('/pl');
    expect(rootRedirectPath('admin.localhost', 'pl')).toBe('/staff/admin/login');
    expect(rootRedirectPath('designer.localhost', 'pl')).toBe('/staff/designer/login');
  });
});
