import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadDrawnMenu } from '@/app/layout/site-header';

// Counts the times the drawer's module is fetched (evaluated), in place of the drawer itself.
const fetched = vi.hoisted(() => ({ drawer: 0 }));
vi.mock('@/app/layout/navigation-drawer', () => {
  fetched.drawer += 1;
  return { default: () => null };
});

/** The header as the server drew it, its menu button shown (a phone) or hidden by the style sheet. */
function drawHeader(shown: boolean) {
  document.body.innerHTML = '<header><button type="button" class="nav-compact">Menu</button></header>';
  const button = document.querySelector('button');
  Object.defineProperty(button, 'offsetParent', { value: shown ? document.body : null });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the drawn header’s menu', () => {
  it('is not fetched where the menu button is hidden (a wide screen)', async () => {
    drawHeader(false);
    preloadDrawnMenu();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched.drawer).toBe(0);
  });

  it('is fetched at once where the menu button is the navigation (a phone)', async () => {
    drawHeader(true);
    preloadDrawnMenu();
    await vi.waitFor(() => expect(fetched.drawer).toBe(1));
  });
});
