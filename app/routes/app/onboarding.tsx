import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { GroupProgressBar, GroupSteps } from '~/features/questionnaire/components/group-progress';
import { OnboardingForm, useFocusOnStep } from '~/features/questionnaire/components/onboarding-form';
import { onboardingPage, submitOnboarding, SUMMARY_PATH } from '~/features/questionnaire/onboarding.server';
import { ANSWERS_FORM_MAX_FIELDS, answersFormSchema } from '~/features/questionnaire/schema';
import { conformAction } from '~/http/action.server';
import { detectLocale } from '~/i18n/detect.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/onboarding';

export const handle: RouteHandle = { titleKey: 'questionnaire:page.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await onboardingPage(getDb(), requireActor(context), new URL(request.url));
  if (!page) throw redirect(SUMMARY_PATH);
  return page;
}

export const action = conformAction(
  { schema: answersFormSchema, rules: { maxFields: ANSWERS_FORM_MAX_FIELDS } },
  async ({ value, reply }, { request, context }: Route.ActionArgs) => {
    const language = detectLocale(request).code;
    const outcome = await submitOnboarding(getDb(), requireActor(context), language, value);
    if (!outcome.ok) return data({ result: reply({ fieldErrors: outcome.fieldErrors }) }, { status: 400 });
    return redirect(outcome.next);
  },
);

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { place, progress } = loaderData;
  const current = progress.find((group) => group.group === place.group);
  useFocusOnStep(place);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{t('questionnaire:page.title')}</h1>
        <p className="text-gray-700">{t('questionnaire:page.lead')}</p>
        <GroupSteps groups={progress} current={place.group} />
      </header>
      <h2 className="text-xl font-semibold">{t(`questionnaire:groups.${place.group}`)}</h2>
      {current ? <GroupProgressBar progress={current} /> : null}
      <OnboardingForm
        key={place.group}
        place={place}
        from={loaderData.from}
        answers={loaderData.answers}
        backStep={loaderData.backStep}
        backGroup={loaderData.backGroup}
        lastResult={actionData?.result}
      />
    </section>
  );
}
