/** Every key the app keeps in the browser's storage, in one place. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  onboardingCompleted: 'onboardingCompleted',
  tourCompleted: 'dashboardTourCompleted',
  tourInProgress: 'dashboardTourInProgress',
  tourStep: 'dashboardTourStep',
  firstDashboardVisit: 'firstDashboardVisit',
  onboardingDraft: 'onboardingDraft',
  loginNotice: 'loginNotice',
} as const;
