import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

const offline = { provider: 'offline' } as never;

describe('the start banner', () => {
  it('npm start: the three apps on the one server', () => {
    const text = startBanner({ port: 3000, webDevServers: false, payments: offline }, 'DEMO10');
    expect(text).toContain('client    http://localhost:3000');
    expect(text).toContain('designer  http://designer.localhost:3000');
    expect(text).toContain('demo discount code: DEMO10');
    expect(text).toContain('offline TEST provider');
  });

  it('npm run dev: the Vite dev servers, at the staff apps’ first pages', () => {
    const text = startBanner({ port: 3000, webDevServers: true, payments: offline }, undefined);
    expect(text).toContain('client    http://localhost:5173');
    expect(text).toContain('designer  http://localhost:5174/staff/designer');
    expect(text).toContain('admin     http://localhost:5175/staff/admin');
    expect(text).not.toContain('localhost:3000/staff');
  });
});
