/**
 * Where Preact, which serves React's API here (docs/DEPENDENCIES.md), behaves unlike React in a
 * way the app relies on, this makes it behave like React. Imported first by main.tsx and by the
 * tests' setup, so that both run the same renderer.
 *
 * autoFocus: React focuses an element rendered with autoFocus when it is added; Preact only
 * writes the autofocus attribute, which a browser honours when the page loads and not for an
 * element added later (a form opened in place, a dialog's field). The element is focused once,
 * when it is added, as React does, after the render has put it in the document.
 */
import { options, type Ref, type VNode } from 'preact';

function focusWhenAdded(element: Element | null): void {
  if (!(element instanceof HTMLElement)) return;
  queueMicrotask(() => {
    if (element.isConnected) element.focus();
  });
}

function setRef<T>(ref: Ref<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

// One wrapper per ref of the app's, so that the ref a render passes stays the same from render
// to render, and Preact calls it only when the element is added or removed.
const withFocus = new WeakMap<object, (element: Element | null) => void>();

const nextVnodeHook = options.vnode;
options.vnode = (vnode: VNode<{ autoFocus?: boolean }>) => {
  if (typeof vnode.type === 'string' && vnode.props.autoFocus) {
    const own = vnode.ref as Ref<Element> | null | undefined;
    if (!own) {
      vnode.ref = focusWhenAdded;
    } else {
      let wrapped = withFocus.get(own);
      if (!wrapped) {
        wrapped = (element) => {
          setRef(own, element);
          focusWhenAdded(element);
        };
        withFocus.set(own, wrapped);
      }
      vnode.ref = wrapped;
    }
  }
  nextVnodeHook?.(vnode);
};
