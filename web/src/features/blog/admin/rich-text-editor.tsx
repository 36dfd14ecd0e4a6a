/**
 * The article editor (Tiptap), loaded only when a writer opens a post: this module and Tiptap
 * are their own chunk, never part of the public pages. The toolbar's buttons each have a name
 * and say whether they are on (aria-pressed); arrow keys move between them (one tab stop).
 * A link asks for its address and an image is uploaded (POST /api/blogs/images) with its
 * alternative text, both in a small form under the toolbar.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Line, lineArt } from '@/components/ui/icons';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ARTICLE_CLASSES } from '@/features/blog/admin/article-styles';
import { articleExtensions, isAllowedLink } from '@/features/blog/admin/editor-extensions';
import '@/features/blog/admin/texts';

export interface RichTextEditorProps {
  /** The HTML the editor starts with. */
  initialContent: string;
  onChange: (html: string, isEmpty: boolean) => void;
  /** The id of the visible label of the editing area. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Uploads an image; resolves with its /media path, or null when it failed (the caller said why). */
  uploadImage: (file: File, onProgress: (percent: number) => void) => Promise<string | null>;
}

type Panel = 'link' | 'image' | null;

interface Tool {
  key: string;
  label: string;
  pressed: boolean;
  disabled?: boolean;
  run: () => void;
  icon: ReactNode;
}

function ToolButton({ tool, tabStop, onFocus }: { tool: Tool; tabStop: boolean; onFocus: () => void }) {
  return (
    <button
      type="button"
      aria-label={tool.label}
      title={tool.label}
      aria-pressed={tool.pressed}
      disabled={tool.disabled}
      onClick={tool.run}
      onFocus={onFocus}
      tabIndex={tabStop ? 0 : -1}
      className={[
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-50',
        tool.pressed ? 'bg-teal-700 text-white' : 'text-gray-800 hover:bg-gray-100',
      ].join(' ')}
    >
      {tool.icon}
    </button>
  );
}

export default function RichTextEditor({ initialContent, onChange, labelledBy, describedBy, invalid = false, uploadImage }: RichTextEditorProps) {
  const { t } = useTranslation('blog-admin');
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState('');
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageAlt, setImageAlt] = useState('');
  const [imageError, setImageError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const panelId = useId();

  const editor = useEditor({
    extensions: articleExtensions(),
    content: initialContent,
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
        class: `${ARTICLE_CLASSES} min-h-64 whitespace-pre-wrap px-3 py-2 focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML(), current.isEmpty),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      code: current.isActive('codeBlock'),
      link: current.isActive('link'),
      image: current.isActive('image'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  function openLink() {
    setLinkUrl(String(editor.getAttributes('link').href ?? ''));
    setLinkError('');
    setPanel((open) => (open === 'link' ? null : 'link'));
  }

  function applyLink() {
    const href = linkUrl.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setPanel(null);
      return;
    }
    const url = /^[a-z][a-z0-9+.-]*:|^\//i.test(href) ? href : `https://${href}`;
    if (!isAllowedLink(url)) {
      setLinkError(t('editor.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
    setPanel(null);
  }

  async function addImage() {
    if (!imageFile) {
      setImageError(t('editor.imageRequired'));
      return;
    }
    if (!imageAlt.trim()) {
      setImageError(t('editor.altRequired'));
      return;
    }
    setImageError('');
    setProgress(0);
    const src = await uploadImage(imageFile, setProgress);
    setProgress(null);
    if (!src) return;
    editor.chain().focus().setImage({ src, alt: imageAlt.trim() }).run();
    setImageFile(null);
    setImageAlt('');
    setPanel(null);
  }

  const tools: Tool[] = [
    { key: 'bold', label: t('editor.bold'), pressed: active.bold, run: () => editor.chain().focus().toggleBold().run(), icon: <Line art={lineArt('<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"/>')} /> },
    { key: 'italic', label: t('editor.italic'), pressed: active.italic, run: () => editor.chain().focus().toggleItalic().run(), icon: <Line art={lineArt('<path d="M10 5h8M6 19h8M14 5l-4 14"/>')} /> },
    { key: 'strike', label: t('editor.strike'), pressed: active.strike, run: () => editor.chain().focus().toggleStrike().run(), icon: <Line art={lineArt('<path d="M4 12h16M16 7.5C16 6 14.2 5 12 5S8 6 8 8s2 3 4 4M8 16.5c0 1.5 1.8 2.5 4 2.5s4-1 4-3"/>')} /> },
    { key: 'h2', label: t('editor.heading2'), pressed: active.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(), icon: <Line art={lineArt('<path d="M4 6v12M11 6v12M4 12h7M15 10a2.5 2.5 0 1 1 5 0c0 2-5 4-5 8h5"/>')} /> },
    { key: 'h3', label: t('editor.heading3'), pressed: active.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(), icon: <Line art={lineArt('<path d="M4 6v12M11 6v12M4 12h7M15 7h5l-3 4a3 3 0 1 1-2.5 5"/>')} /> },
    { key: 'bullet', label: t('editor.bulletList'), pressed: active.bullet, run: () => editor.chain().focus().toggleBulletList().run(), icon: <Line art={lineArt('<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01"/>')} /> },
    { key: 'ordered', label: t('editor.orderedList'), pressed: active.ordered, run: () => editor.chain().focus().toggleOrderedList().run(), icon: <Line art={lineArt('<path d="M10 6h10M10 12h10M10 18h10M4 4l1.5-1v5M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3"/>')} /> },
    { key: 'quote', label: t('editor.quote'), pressed: active.quote, run: () => editor.chain().focus().toggleBlockquote().run(), icon: <Line art={lineArt('<path d="M5 17h3l2-4V7H4v6h3zM14 17h3l2-4V7h-6v6h3z"/>')} /> },
    { key: 'code', label: t('editor.codeBlock'), pressed: active.code, run: () => editor.chain().focus().toggleCodeBlock().run(), icon: <Line art={lineArt('<path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16"/>')} /> },
    { key: 'link', label: t('editor.link'), pressed: active.link || panel === 'link', run: openLink, icon: <Line art={lineArt('<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>')} /> },
    { key: 'image', label: t('editor.image'), pressed: active.image || panel === 'image', run: () => setPanel((open) => (open === 'image' ? null : 'image')), icon: <Line art={lineArt('<path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9h.01"/>')} /> },
    { key: 'undo', label: t('editor.undo'), pressed: false, disabled: !active.canUndo, run: () => editor.chain().focus().undo().run(), icon: <Line art={lineArt('<path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3"/>')} /> },
    { key: 'redo', label: t('editor.redo'), pressed: false, disabled: !active.canRedo, run: () => editor.chain().focus().redo().run(), icon: <Line art={lineArt('<path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3"/>')} /> },
  ];

  // One tab stop: the toolbar's current button; arrows, Home and End move along it.
  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const moves: Record<string, number> = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  return (
    <div className={`rounded-lg border bg-white ${invalid ? 'border-red-600' : 'border-gray-300'}`}>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-controls={panel ? panelId : undefined}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-0.5 border-b border-gray-200 p-1"
      >
        {tools.map((tool, index) => (
          <ToolButton key={tool.key} tool={tool} tabStop={index === focusIndex} onFocus={() => setFocusIndex(index)} />
        ))}
      </div>
      {panel === 'link' ? (
        <div id={panelId} role="group" className="flex flex-wrap items-end gap-2 border-b border-gray-200 bg-gray-50 p-3" aria-label={t('editor.linkPanel')}>
          <FormField
            label={t('editor.linkUrl')}
            hint={t('editor.linkHint')}
            value={linkUrl}
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                setPanel(null);
              }
            }}
            error={linkError || undefined}
            className="min-w-0 flex-1 basis-56"
            autoFocus
            inputMode="url"
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={applyLink}>
              {t('editor.applyLink')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPanel(null)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {panel === 'image' ? (
        <div id={panelId} role="group" className="space-y-3 border-b border-gray-200 bg-gray-50 p-3" aria-label={t('editor.imagePanel')}>
          <FormField
            type="file"
            label={t('editor.imageFile')}
            hint={t('form.imageHint')}
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setImageFile(event.target.files?.[0] ?? null)}
            className="[&_input]:py-2"
          />
          <FormField
            label={t('editor.imageAlt')}
            hint={t('editor.imageAltHint')}
            value={imageAlt}
            onChange={(event) => setImageAlt(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void addImage();
              }
            }}
            maxLength={200}
          />
          {imageError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {imageError}
            </p>
          ) : null}
          {progress !== null ? <UploadProgress percent={progress} label={t('editor.imageUploading')} /> : null}
          <div className="flex gap-2">
            <Button size="sm" disabled={progress !== null} onClick={() => void addImage()}>
              {t('editor.insertImage')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPanel(null)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
