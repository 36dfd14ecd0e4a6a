// End-to-end: the blog's admin side, against the real binary on a fresh SQLite file, in Chromium.
// The admin writes a post in the rich-text editor, with a cover and a bold phrase, saves it as a
// draft and publishes it from the list; a visitor finds it in /api/blogs and /sitemap.xml, and its
// page carries its title in the head the server fills; a job seeker likes it and comments on it
// through the API; the visitor then reads the counts; the admin unpublishes it and it leaves the
// list and the sitemap. The blog section passes axe at 360 and 1280 px. The public pages are
// checked through the API and the server-filled heads only. The tests run in order.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { after, describe, test } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { ADMIN, completeRegistration, useE2E } from './harness.mjs';
import { uniqueWord } from './data.mjs';

const pageErrors = [];
const e2e = useE2E({ onPageError: (page, error) => pageErrors.push(`${page.url()}: ${error.message}`) });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A real PNG of width × height: a teal-to-gold gradient, like a small cover. */
function coverPng(width = 96, height = 48) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([15 + (x * 200) / width, 118, 110 + (y * 100) / height], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInAdmin(page) {
  await page.goto(`${e2e.server.url}/jp-admin`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function openBlogSection(page) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Blog' }).click();
  await page.waitForURL(/[?&]tab=blog/);
  await page.getByRole('heading', { name: 'Blog', level: 2 }).waitFor();
}

async function visitorGet(path) {
  const response = await fetch(`${e2e.server.url}${path}`);
  return { status: response.status, text: await response.text() };
}

async function publicPosts() {
  const { status, text } = await visitorGet('/api/blogs');
  assert.equal(status, 200);
  return JSON.parse(text).data;
}

describe('an article from the editor to readers and back to a draft', () => {
  const word = uniqueWord('Bl');
  const title = `Preparing for a bank interview in Colombo ${word}`;
  const seeker = { name: 'Kasun Rathnayake', email: `kasun-${Date.now()}@mail.example`, password: 'seeker-pass-2026' };
  let admin;
  let postId;

  after(async () => {
    await admin?.context().close();
    assert.deepEqual(pageErrors, []);
  });

  test('the admin writes a post with a cover and bold text, saves a draft and publishes it', async () => {
    admin = await e2e.newPage();
    await signInAdmin(admin);
    await openBlogSection(admin);
    await admin.getByRole('button', { name: 'New post' }).click();
    const form = admin.getByRole('form', { name: 'New post' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Excerpt').fill('What Sri Lankan banks ask, and how to answer with examples.');
    await form.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng() });
    await form.getByRole('img', { name: 'The chosen cover image' }).waitFor();

    // Saving an empty text is refused before anything is sent.
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await form.getByText('Write the text of the post.').waitFor();

    const text = form.getByRole('textbox', { name: 'Text' });
    await text.click();
    await admin.keyboard.type('Banks look for people who ');
    const bold = form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
    // The toolbar gives the focus back to the text a frame later: type only once it is there.
    const editorFocused = async () =>
      admin.waitForFunction((el) => el.contains(document.activeElement), await text.elementHandle());
    await bold.click();
    assert.equal(await bold.getAttribute('aria-pressed'), 'true');
    await editorFocused();
    await admin.keyboard.type('check their numbers twice');
    await bold.click();
    await editorFocused();
    await admin.keyboard.type('. Bring your certificates and a copy of your NIC.');
    // An image inside the text, uploaded through POST /api/blogs/images with its description.
    await form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image' }).click();
    const imagePanel = form.getByRole('group', { name: 'Add an image' });
    await imagePanel.getByLabel('Image file').setInputFiles({ name: 'queue.png', mimeType: 'image/png', buffer: coverPng(40, 40) });
    await imagePanel.getByLabel('Description of the image').fill('Candidates waiting outside a bank branch');
    await imagePanel.getByRole('button', { name: 'Upload and insert' }).click();
    await text.getByRole('img', { name: 'Candidates waiting outside a bank branch' }).waitFor();
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await admin.getByText('Blog post created successfully').waitFor();

    const row = admin.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Draft').waitFor();
    assert.equal((await publicPosts()).some((post) => post.title === title), false, 'a draft is not public');
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await admin.getByText('The post is published.').waitFor();
    await row.getByRole('button', { name: `Unpublish ${title}` }).waitFor();
  });

  test('a visitor finds it in the list, the sitemap and its page head', async () => {
    const post = (await publicPosts()).find((item) => item.title === title);
    assert.ok(post, 'the post is in /api/blogs');
    postId = post.id;
    assert.match(post.coverImage, /^\/media\/img\//);
    const full = JSON.parse((await visitorGet(`/api/blogs/${postId}`)).text).data;
    assert.match(full.content, /<strong>check their numbers twice<\/strong>/);
    assert.match(full.content, /<img src="\/media\/img\/[0-9a-f/]+\.png" alt="Candidates waiting outside a bank branch">/);
    const cover = await fetch(`${e2e.server.url}${post.coverImage}`);
    assert.equal(cover.status, 200);
    assert.equal(cover.headers.get('content-type'), 'image/png');

    const sitemap = await visitorGet('/sitemap.xml');
    assert.ok(sitemap.text.includes(`/blogs/${postId}/`), 'the sitemap lists the post');
    const page = await visitorGet(`/blogs/${postId}`);
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(`<title>${title} – JobPortal</title>`), 'the page head carries the title');
  });

  test('a job seeker likes it and comments on it, and a visitor sees the counts', async () => {
    const page = await e2e.newPage();
    try {
      await page.goto(`${e2e.server.url}/customer/register`);
      await page.getByRole('tab', { name: /Job seeker/ }).click();
      const form = page.getByRole('form', { name: 'Job seeker registration' });
      await form.getByLabel('Full name', { exact: true }).fill(seeker.name);
      await form.getByLabel('Email address', { exact: true }).fill(seeker.email);
      await completeRegistration(page, form, seeker);
      const answers = await page.evaluate(async (id) => {
        const headers = { 'x-auth-token': localStorage.getItem('customerToken') ?? '', 'Content-Type': 'application/json' };
        const like = await fetch(`/api/blogs/${id}/like`, { method: 'POST', headers });
        const comment = await fetch(`/api/blogs/${id}/comments`, { method: 'POST', headers, body: JSON.stringify({ text: 'Thank you, the NIC tip saved me.' }) });
        return [like.status, await like.json(), comment.status, await comment.json()];
      }, postId);
      assert.equal(answers[0], 200);
      assert.equal(answers[1].data.likesCount, 1);
      assert.equal(answers[2], 201);
      assert.equal(answers[3].message, 'Comment added successfully');
    } finally {
      await page.context().close();
    }
    const seen = JSON.parse((await visitorGet(`/api/blogs/${postId}`)).text).data;
    assert.equal(seen.likesCount, 1);
    assert.equal(seen.commentsCount, 1);
  });

  test('the blog section passes axe at 360 and 1280 px', async () => {
    await assertAccessible(admin, 'the blog section at 1280 px');
    await admin.getByRole('button', { name: 'Figures' }).click();
    const figures = admin.getByRole('definition').filter({ hasText: /^1$/ });
    await admin.getByText('Average read time').waitFor();
    assert.ok((await figures.count()) >= 3, 'one post, published, one like and one comment are counted');
    await assertAccessible(admin, 'the blog figures at 1280 px');
    await admin.getByRole('button', { name: 'Posts' }).click();
    const narrow = await e2e.newPage({ width: 360, height: 740 });
    try {
      await signInAdmin(narrow);
      await openBlogSection(narrow);
      await narrow.getByRole('listitem').filter({ hasText: title }).waitFor();
      await assertAccessible(narrow, 'the blog section at 360 px');
      const width = await narrow.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `the section fits 360 px (${width})`);
      await narrow.getByRole('button', { name: 'New post' }).click();
      await narrow.getByRole('toolbar', { name: 'Formatting' }).waitFor();
      await assertAccessible(narrow, 'the post editor at 360 px');
      const editorWidth = await narrow.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(editorWidth <= 360, `the editor fits 360 px (${editorWidth})`);
    } finally {
      await narrow.context().close();
    }
  });

  test('the admin unpublishes it and it leaves the list and the sitemap', async () => {
    const row = admin.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: `Unpublish ${title}` }).click();
    await admin.getByText('The post is no longer published.').waitFor();
    await row.getByText('Draft').waitFor();
    assert.equal((await publicPosts()).some((post) => post.id === postId), false);
    assert.equal((await visitorGet('/sitemap.xml')).text.includes(`/blogs/${postId}/`), false);
    assert.equal((await visitorGet(`/api/blogs/${postId}`)).status, 404);
  });
});
