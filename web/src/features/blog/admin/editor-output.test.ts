/**
 * The editor's real output, made through its commands as an author makes it with the toolbar,
 * is kept in internal/jobportal/testdata/editor-output.html; the server's test proves that its
 * HTML policy keeps that file unchanged. This test proves the file is what the editor writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Editor } from '@tiptap/core';
import { articleExtensions, isAllowedLink } from '@/features/blog/admin/editor-extensions';

const fixture = resolve(process.cwd(), '../internal/jobportal/testdata/editor-output.html');
const IMAGE = '/media/img/3f/3f0c9a1e5b7d4c2a8e6f1b0d9c8a7e6f.png';

function writeArticle(): string {
  const editor = new Editor({ extensions: articleExtensions(), injectCSS: false });
  const c = () => editor.chain().focus('end');
  const text = (value: string, href?: string) => ({ type: 'text', text: value, marks: href ? [{ type: 'link', attrs: { href } }] : [] });
  // A heading, an image, a rule and a code block leave an empty paragraph after them to go on in.
  c().setHeading({ level: 2 }).insertContent('Writing a CV for Sri Lankan employers').run();
  c().insertContent('Keep it to ').toggleBold().insertContent('two pages').toggleBold().insertContent(', list your ').toggleItalic().insertContent('A/L results').toggleItalic().run();
  c().insertContent(' and drop ').toggleStrike().insertContent('your photo').toggleStrike().insertContent('; name the ').toggleCode().insertContent('.docx').toggleCode().insertContent(" file well, it's read first.").run();
  c().splitBlock().setHeading({ level: 3 }).insertContent('What to include').run();
  c().toggleBulletList().insertContent('Contact details').splitListItem('listItem').insertContent('Education & "O/L" results').run();
  c().splitListItem('listItem').liftListItem('listItem').toggleOrderedList().insertContent('Read the advert').splitListItem('listItem').insertContent('Apply before the closing date').run();
  c().splitListItem('listItem').liftListItem('listItem').toggleBlockquote().insertContent('A CV is read in six seconds.').run();
  c().splitBlock().lift('blockquote').setHorizontalRule().run();
  c().insertContent([text('See '), text('the jobs', '/browse'), text(' and '), text('the SLBFE', 'https://www.slbfe.lk/'), text('.')]).setHardBreak().insertContent('Write to us.').run();
  c().splitBlock().setImage({ src: IMAGE, alt: 'A two-page CV' }).run();
  c().setHeading({ level: 4 }).insertContent('Example').run();
  c().setCodeBlock().insertContent('Name: Nimal Perera\nPhone: 077 123 4567').run();
  const html = editor.getHTML();
  editor.destroy();
  return html;
}

describe('the article editor', () => {
  it('writes exactly the HTML kept in the server test fixture', () => {
    if (process.env.WRITE_FIXTURE) writeFileSync(fixture, writeArticle() + '\n');
    expect(writeArticle()).toBe(readFileSync(fixture, 'utf8').trim());
  });

  it('keeps only links and images the server keeps, also when HTML is pasted', () => {
    const editor = new Editor({
      extensions: articleExtensions(),
      injectCSS: false,
      content:
        '<p style="color:red" onclick="x()"><u>under</u> <a href="javascript:alert(1)">bad</a> <a href="/jobs" target="_self">ok</a></p>' +
        '<img src="https://evil.example/x.png"><img src="data:image/png;base64,AAAA"><h1>Big</h1><script>alert(1)</script>',
    });
    expect(editor.getHTML()).toBe('<p>under bad <a href="/jobs">ok</a></p><p>Big</p>');
    editor.destroy();
    expect(isAllowedLink('mailto:jobs@example.lk')).toBe(true);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink('data:text/html,x')).toBe(false);
  });
});
