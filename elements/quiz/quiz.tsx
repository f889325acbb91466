import { useHost, type ElementProps } from '../../src/define.js';
import { ServiceFrame, useFullSize } from '../../src/embeds/service-frame.js';
import { Placeholder } from '../../src/ui/placeholder.js';
import { hostInputs, quizBase } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { navigableUrl } from '../../src/util/url.js';
import type { QuizConfig } from './config.js';

/** Where the quiz service shows a quiz made with the builder (elements-content.md §2). */
export const QUIZ_PATH = 'view-by/cheetah';

/**
 * The quiz service's page runs its scripts, keeps its session in its own origin, posts answers,
 * may open a result in a new window and, on the visitor's click, send the page to an offer.
 */
export const QUIZ_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/** The quiz service's address of a quiz; null without an id. */
export function quizAddress(id: string | number, base: string = quizBase(hostInputs())): string | null {
  const quiz = String(id ?? '').trim();
  if (!quiz) return null;
  return navigableUrl(`${base}/${QUIZ_PATH}/${encodeURIComponent(quiz)}`)?.href ?? null;
}

export function Quiz({ config }: ElementProps<QuizConfig>) {
  const t = useT();
  const host = useHost();
  useFullSize(host, config.fullWidth, config.fullHeight);
  const address = quizAddress(config.quiz.id);
  if (!address) return <Placeholder>{t('ct-select-quiz')}</Placeholder>;
  return (
    <ServiceFrame
      part="quiz"
      src={address}
      title={t('ct-quiz')}
      sandbox={QUIZ_SANDBOX}
      consent={{ message: t('ct-load-quiz-consent'), action: t('ct-load-quiz') }}
    />
  );
}
