import { useTranslation } from '@/lib/i18n';

/** "Sara is typing..." with three bouncing dots; announced politely to screen readers. */
export function TypingIndicator({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 px-4 py-1.5 text-xs text-slate-500">
      <span aria-hidden="true" className="flex gap-0.5">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      {t('chat.typing', { name })}
    </p>
  );
}
