/**
 * The CV's analysis: its score, the checks passed and failed with their messages, and the
 * suggestions, each with an Apply button for the kinds the builder can apply.
 */
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { checkWords, suggestionWords } from '@/features/cv/analysis-words';
import { suggestionApplied, selectCv } from '@/features/cv/cv-slice';
import type { Suggestion } from '@/features/cv/types';
import '@/features/cv/texts';

const APPLICABLE = new Set(['add_skill', 'improve_summary']);

export function AnalysisPanel({ cvId, onAnalyze }: { cvId: number; onAnalyze: () => void }) {
  const { t, i18n } = useTranslation('cv');
  const { t: says } = useTranslation(['cv-analysis', 'cv']);
  const dispatch = useAppDispatch();
  const analysis = useAppSelector((state) => selectCv(state).analysis[cvId]);
  const suggestions = useAppSelector((state) => selectCv(state).suggestions);
  const busy = useAppSelector((state) => selectCv(state).loading.analyze);

  function apply(suggestion: Suggestion) {
    dispatch(suggestionApplied(suggestion));
  }

  return (
    <section aria-labelledby="cv-analysis-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cv-analysis-title" className="text-lg font-semibold text-gray-900">
          {t('analysis.title')}
        </h2>
        <Button variant="secondary" onClick={onAnalyze} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('analysis.running') : analysis ? t('analysis.again') : t('analysis.run')}
        </Button>
      </div>
      {!analysis ? (
        <p className="text-sm text-gray-600">{t('analysis.intro')}</p>
      ) : (
        <>
          <p className="text-base">
            <span className="text-3xl font-bold text-teal-800">{analysis.score}</span> <span className="text-gray-700">{t('analysis.outOf')}</span>
          </p>
          <ul className="space-y-2" aria-label={t('analysis.checks')}>
            {analysis.checks.map((check) => (
              <li key={check.id} className="flex items-start gap-2 text-sm">
                <span aria-hidden="true" className={check.passed ? 'text-green-700' : 'text-amber-700'}>
                  {check.passed ? '✓' : '!'}
                </span>
                <span>
                  <span className="font-medium">{check.passed ? t('analysis.passed') : t('analysis.failed')}: </span>
                  {checkWords(says, i18n.language, check)}
                </span>
              </li>
            ))}
          </ul>
          <div>
            <h3 className="mb-2 text-base font-semibold text-gray-900">{t('analysis.suggestions')}</h3>
            {suggestions.length === 0 ? (
              <p className="text-sm text-gray-600">{t('analysis.noSuggestions')}</p>
            ) : (
              <ul className="space-y-3" aria-label={t('analysis.suggestions')}>
                {suggestions.map((suggestion) => {
                  const words = suggestionWords(says, i18n.language, suggestion);
                  return (
                    <li key={suggestion.id} className="rounded-xl border border-gray-200 bg-white p-3">
                      <p className="font-medium text-gray-900">{words.title}</p>
                      <p className="text-sm text-gray-700">{words.message}</p>
                      {suggestion.type === 'improve_summary' && suggestion.summary ? <p className="mt-1 text-sm text-gray-800 italic">“{suggestion.summary}”</p> : null}
                      {APPLICABLE.has(suggestion.type) ? (
                        <Button size="sm" className="mt-2" aria-label={t('analysis.applyNamed', { title: words.title })} onClick={() => apply(suggestion)}>
                          {t('analysis.apply')}
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
