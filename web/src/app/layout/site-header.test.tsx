import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { initialUiState } from '@/app/ui-slice';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { SiteHeader } from '@/app/layout/site-header';

let navigateTo: NavigateFunction = () => undefined;

function LocationProbe() {
  const { pathname } = useLocation();
  navigateTo = useNavigate();
  return <p data-testid="location">{pathname}</p>;
}

function renderHeader(options: { route?: string; mobile?: boolean } = {}) {
  const width = options.mobile ? 360 : 1280;
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SiteHeader />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    {
      route: options.route ?? '/about',
      preloadedState: {
        ui: { ...initialUiState, screenWidth: width, isMobile: width < 768 },
      },
    },
  );
}

function signIn(user: object = { id: 7, type: 'individual', name: 'Nimal Perera', email: 'nimal@example.lk' }) {
  localStorage.setItem('customerToken', 'customer-token-1');
  localStorage.setItem('customerUser', JSON.stringify(user));
}

describe('SiteHeader when signed out', () => {
  it('shows the navigation with the active link highlighted', () => {
    renderHeader({ route: '/faq' });
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Browse Jobs', '/browse'],
      ['Top Companies', '/company'],
      ['Blogs', '/blogs'],
      ['About Us', '/about'],
      ['FAQ', '/faq'],
      ['Contact Us', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("shows 'Post Job', which goes to /customer/login, and no avatar", async () => {
    const { user } = renderHeader();
    const postJob = screen.getByRole('link', { name: 'Post Job' });
    expect(postJob).toHaveAttribute('href', '/customer/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await user.click(postJob);
    expect(screen.getByTestId('location')).toHaveTextContent('/customer/login');
  });

  it("opens the 'Apply Now' modal with the CV form, a line on applying to one job and its links, and closes it", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for jobs on JobPortal' });
    const form = await within(dialog).findByRole('form', { name: 'Send your CV' }, { timeout: 5000 });
    expect(within(form).getByLabelText('Your CV')).toHaveAttribute('type', 'file');
    expect(within(form).getByLabelText('Full name')).toHaveValue('');
    expect(within(dialog).getByText(/apply from its page/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/customer/register',
    );
    expect(within(dialog).getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/browse');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes the 'Apply Now' modal when the visitor follows its link to the job list", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for jobs on JobPortal' });
    await user.click(await within(dialog).findByRole('link', { name: 'Browse jobs' }, { timeout: 5000 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/browse');
  });

  it('opens the navigation drawer from the menu button; a link in it navigates and closes it', async () => {
    const { user } = renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(drawer).getByRole('link', { name: 'Top Companies' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/company');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('SiteHeader: the drawer and the address', () => {
  it('stays open while the page puts its own address right, and closes when the reader goes to another page', async () => {
    const { user } = renderHeader({ route: '/company/13' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // The company page adds the company's name to its address as it starts (replacing it).
    act(() => void navigateTo('/company/13/blue-ocean-logistics', { replace: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/13/blue-ocean-logistics');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    // Any other step to another page (not through the drawer's own links) closes it.
    act(() => void navigateTo('/faq'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe("SiteHeader's 'Sign in'", () => {
  it('is in the header and in the menu drawer for a visitor, both going to /customer/login', async () => {
    const { user } = renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer/login');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer/login');
    expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/customer/login');
  });

  it('is gone once signed in: the menu drawer links to the dashboard instead', async () => {
    signIn();
    const { user } = renderHeader({ mobile: true });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/customer/dashboard');
  });
});

describe('SiteHeader when signed in', () => {
  beforeEach(() => signIn());

  it('shows a round avatar with the initials instead of Post Job', () => {
    renderHeader();
    const avatar = screen.getByRole('button', { name: 'Account menu for Nimal Perera' });
    expect(avatar).toHaveTextContent('NP');
    expect(screen.queryByRole('link', { name: 'Post Job' })).not.toBeInTheDocument();
  });

  it("fills the 'Apply Now' form with the signed-in name and email", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    const form = await screen.findByRole('form', { name: 'Send your CV' }, { timeout: 5000 });
    expect(within(form).getByLabelText('Full name')).toHaveValue('Nimal Perera');
    expect(within(form).getByLabelText('Email address')).toHaveValue('nimal@example.lk');
  });

  it('shows the profile picture when there is one, and changes as soon as the stored user does', async () => {
    signIn({ id: 7, type: 'individual', name: 'Nimal Perera', email: 'nimal@example.lk', avatar: '/media/avatars/7.webp' });
    const { container } = renderHeader();
    const button = screen.getByRole('button', { name: 'Account menu for Nimal Perera' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/media/avatars/7.webp');
    expect(button.querySelector('span[aria-hidden="true"]')).toBeNull();
    const stored = JSON.parse(localStorage.getItem('customerUser') ?? '{}') as object;
    localStorage.setItem('customerUser', JSON.stringify({ ...stored, avatar: '' }));
    act(() => void window.dispatchEvent(new Event('authStateChanged')));
    expect(await screen.findByRole('button', { name: 'Account menu for Nimal Perera' })).toHaveTextContent('NP');
    expect(container.querySelector('header img[src^="/media"]')).toBeNull();
  });

  it('uses at most two initials, and the email when there is no name', () => {
    signIn({ name: 'kamala devi ranasinghe' });
    const { unmount } = renderHeader();
    expect(screen.getByRole('button', { name: /Account menu/ }).querySelector('[aria-hidden="true"]')).toHaveTextContent(/^KD$/);
    unmount();
    signIn({ email: 'sunil@example.lk' });
    renderHeader();
    expect(screen.getByRole('button', { name: 'Account menu for sunil@example.lk' }).querySelector('[aria-hidden="true"]')).toHaveTextContent(/^S$/);
  });

  it("on desktop opens a menu with the name, 'Dashboard' and 'Logout'", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Account menu for Nimal Perera' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(menu).getByText('nimal@example.lk')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/customer/dashboard');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Nimal Perera' })).toHaveFocus();
  });

  it("'Dashboard' goes to /customer/dashboard", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Account menu for Nimal Perera' }));
    await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("on mobile opens a modal reading 'Logged in as {name}'", async () => {
    const { user } = renderHeader({ mobile: true });
    await user.click(screen.getByRole('button', { name: 'Account menu for Nimal Perera' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Logged in as Nimal Perera' });
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/customer/dashboard');
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog', { name: 'Logged in as Nimal Perera' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alertdialog', { name: 'Confirm Logout' })).toBeInTheDocument();
  });
});

describe('Logout confirmation', () => {
  beforeEach(() => signIn());

  // The dialog's code is fetched when it first opens: the one press opens it once it is here.
  async function openLogout(options: { mobile?: boolean } = {}) {
    const rendered = renderHeader({ route: '/about', mobile: options.mobile });
    await rendered.user.click(screen.getByRole('button', { name: 'Account menu for Nimal Perera' }));
    if (options.mobile) {
      const account = await screen.findByRole('dialog', { name: 'Logged in as Nimal Perera' });
      await rendered.user.click(within(account).getByRole('button', { name: 'Logout' }));
    } else {
      await rendered.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    }
    await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    return rendered;
  }

  it('shows the texts of the spec', async () => {
    await openLogout();
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to logout? You will need to sign in again to access your account.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Yes, Logout' })).toBeInTheDocument();
  });

  it('Cancel closes the dialog and keeps the session', async () => {
    const { requests } = mockApi(routes({}));
    const { user } = await openLogout();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('customerToken')).toBe('customer-token-1');
    expect(screen.getByRole('button', { name: 'Account menu for Nimal Perera' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(requests).toHaveLength(0);
  });

  it('Cancel and Escape give the focus back to the avatar that opened the menu', async () => {
    const { user } = await openLogout();
    const avatar = screen.getByRole('button', { name: 'Account menu for Nimal Perera' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(avatar).toHaveFocus();

    await user.click(avatar);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('on mobile opens from the account modal, and Cancel gives the focus back to the avatar', async () => {
    const { user } = await openLogout({ mobile: true });
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Logout' });
    expect(screen.queryByRole('dialog', { name: 'Logged in as Nimal Perera' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Account menu for Nimal Perera' })).toHaveFocus();
  });

  it("'Yes, Logout' signs out through the auth slice and goes to /", async () => {
    const { requests } = mockApi(routes({ 'POST /customers/logout': { status: 200, data: { success: true } } }));
    const { user, store } = await openLogout();
    await user.click(screen.getByRole('button', { name: 'Yes, Logout' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(await screen.findByRole('link', { name: 'Post Job' })).toBeInTheDocument();
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /customers/logout']));
    expect(requests[0]?.headers.get('x-auth-token')).toBe('customer-token-1');
  });
});

describe('Language switch', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('changes the texts and <html lang>, and remembers the choice', async () => {
    const { user } = renderHeader();
    expect(document.documentElement.lang).toBe('en');
    const switches = screen.getAllByRole('button', { name: 'Language: English' });
    await user.click(switches[0]!);
    const menu = screen.getByRole('menu', { name: 'Language' });
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'English✓',
      'සිංහල',
      'தமிழ்',
    ]);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'සිංහල' }));

    expect((await screen.findAllByRole('link', { name: 'මුල් පිටුව' }))[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'රැකියා පළ කරන්න' })).toHaveAttribute('href', '/customer/login');
    expect(document.documentElement.lang).toBe('si');
    expect(localStorage.getItem('language')).toBe('si');

    await user.click(screen.getAllByRole('button', { name: 'භාෂාව: සිංහල' })[0]!);
    await user.click(screen.getByRole('menuitemradio', { name: 'தமிழ்' }));
    expect((await screen.findAllByRole('link', { name: 'முகப்பு' }))[0]).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
  });
});
