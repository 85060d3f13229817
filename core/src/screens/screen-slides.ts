import type { DashboardLoad } from '../dashboard/dashboard-data.js';
import type { ScreenSettings } from './screen.schema.js';

/**
 * A screen's "which slides" setting applied to its dashboard data (docs/screens.md): a kind of slide that
 * is off is emptied, so the dashboard has nothing of that kind to rotate. The rest of the data is untouched.
 */
export function withScreenSlides(load: DashboardLoad, slides: ScreenSettings['slides']): DashboardLoad {
  if (Object.values(slides).every(Boolean)) return load;
  const content = load.data.centralControl;
  return {
    ...load,
    data: {
      ...load.data,
      centralControl: {
        ...content,
        expenses: slides.expenses ? content.expenses : [],
        funds: slides.funds ? content.funds : [],
        expenseSheets: slides.expenseSheets ? content.expenseSheets : [],
        announcements: slides.announcements ? content.announcements : [],
      },
    },
  };
}
