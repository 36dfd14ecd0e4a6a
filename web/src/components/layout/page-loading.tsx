/** What a lazily loaded page shows while its code arrives (the SPEC's fallback texts). */
export function PageLoading({ text, fullScreen = false }: { text: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-3 px-4 text-sm text-gray-600 ${
        fullScreen ? 'min-h-screen' : 'min-h-[50vh]'
      }`}
    >
      <span
        className="size-8 rounded-full border-[3px] border-gray-200 border-t-teal-700 motion-safe:animate-spin"
        aria-hidden="true"
      />
      <span>{text}</span>
    </div>
  );
}
