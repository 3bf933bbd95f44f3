import { EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { COMMUNITY_STEP_INDEX, TOUR_SCROLL_OFFSET, tourStepPlan } from './tour-logic';
import { findTourTarget } from './tour-targets';
import { TourTooltip } from './tour-tooltip';

const stepTexts: Record<(typeof tourStepPlan)[number]['id'], { title: string; content: string }> = {
  welcome: {
    title: 'Welcome to Bloom!',
    content: "Let's take a quick look around so you know where everything is. It only takes a minute.",
  },
  'find-coaches': {
    title: 'Find your coach',
    content: "Answer a few questions and we'll match you with coaches who fit your goals.",
  },
  'matched-coaches': {
    title: 'Your matched coaches',
    content: 'Coaches matched to you show up here. Open a profile to see when they are free and book a session.',
  },
  'community-nav': {
    title: 'Peer community',
    content: 'The Community is where students share stories, cheer each other on and find they are not alone.',
  },
  'share-your-story': {
    title: 'Share your story',
    content: 'Post a win, a struggle or a lesson learned. You can post anonymously.',
  },
  'all-set': {
    title: "You're all set!",
    content: 'That is the tour. You can take it again any time from Help at the top of the screen.',
  },
};

const locale = {
  back: 'Back',
  close: 'Close',
  last: 'Finish Tour',
  next: 'Next',
  nextWithProgress: 'Next (Step {current} of {total})',
  skip: 'Skip Tour',
};

const steps: Step[] = tourStepPlan.map((plan, index) => ({
  id: plan.id,
  title: stepTexts[plan.id].title,
  content: stepTexts[plan.id].content,
  ...(plan.target === 'center'
    ? { target: 'body', placement: 'center' as const }
    : { target: () => findTourTarget(plan.target as Exclude<typeof plan.target, 'center'>), placement: 'auto' as const }),
  // The community step hides Back: the steps before it live on another page.
  buttons: index === COMMUNITY_STEP_INDEX ? ['close', 'primary', 'skip'] : ['back', 'close', 'primary', 'skip'],
}));

export interface TourOverlayProps {
  /** The step on screen. */
  index: number;
  /** The step's element went away after it was chosen. */
  onTargetNotFound: (index: number) => void;
  /** Joyride ended the tour itself. */
  onEnd: (outcome: 'finished' | 'skipped') => void;
}

/**
 * The tour on screen: react-joyride, drawn with the design system's tooltip. Its own chunk, loaded only
 * when a tour starts (tour-controller.tsx), so the shell of a student who finished the tour never
 * downloads or runs it.
 */
export default function TourOverlay({ index, onTargetNotFound, onEnd }: TourOverlayProps) {
  function handleEvent(data: EventData) {
    if (data.type === EVENTS.TARGET_NOT_FOUND) onTargetNotFound(data.index);
    else if (data.type === EVENTS.TOUR_END) onEnd(data.status === STATUS.SKIPPED ? 'skipped' : 'finished');
  }

  return (
    <Joyride
      run
      continuous
      stepIndex={index}
      steps={steps}
      locale={locale}
      tooltipComponent={TourTooltip}
      onEvent={handleEvent}
      options={{
        skipBeacon: true,
        showProgress: true,
        scrollOffset: TOUR_SCROLL_OFFSET,
        // The tooltip's own buttons and Escape drive the tour (tour-tooltip.tsx).
        dismissKeyAction: false,
        overlayClickAction: false,
        // A click through the spotlight would leave the page half-way through a step.
        blockTargetInteraction: true,
        overlayColor: 'rgb(28 35 33 / 0.55)',
        primaryColor: '#0f766e',
        arrowColor: '#ffffff',
        spotlightRadius: 12,
        spotlightPadding: 6,
        targetWaitTimeout: 1000,
        zIndex: 60,
      }}
    />
  );
}
