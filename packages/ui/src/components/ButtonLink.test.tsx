import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/router';
import { buttonClasses } from './Button';
import { ButtonLink } from './ButtonLink';

const renderHome = () =>
  renderRoutes('/', [
    {
      path: '/',
      component: () => (
        <ButtonLink to={'/orders/$orderNumber' as never} params={{ orderNumber: '7' } as never} size="lg">
          View order 7
        </ButtonLink>
      ),
    },
    { path: '/orders/$orderNumber', component: () => <h1>Order page</h1> },
  ]);

describe('ButtonLink', () => {
  it('is a link to the route, with its params, styled as the Button of that variant and size', async () => {
    renderHome();
    const link = await screen.findByRole('link', { name: 'View order 7' });
    expect(link.getAttribute('href')).toBe('/orders/7');
    for (const name of buttonClasses({ size: 'lg' }).split(' ')) expect(link.classList).toContain(name);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeTruthy();
  });
});
