import { redirect } from 'react-router';

/** /activity opens the exercise tracker (a loader only: there is no page of its own to check). */
export function loader() {
  return redirect('/activity/exercise-tracker');
}
