import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { sampleCampusSpaces } from '../sample-campus';
import CampusMapPage from './campus-map-page';

const map = () => within(screen.getByRole('list', { name: 'Places on the map' }));
const pins = () => map().getAllByRole('button');
const stat = (label: string) => within(screen.getByRole('region', { name: 'Campus stats' })).getByText(label).closest('li')!;

describe('CampusMapPage', { timeout: 20_000 }, () => {
  it('says the campus is an example, and places a pin for each space by its percent coordinates', () => {
    renderRoute(<CampusMapPage />, { path: '/campus-map' });
    expect(screen.getByRole('heading', { level: 1, name: 'Campus Map' })).toBeInTheDocument();
    expect(screen.getByText('This is an example campus')).toBeInTheDocument();
    expect(pins()).toHaveLength(sampleCampusSpaces.length);
    const library = map().getByRole('button', { name: 'Main Library' }).closest('li')!;
    expect(library.style.left).toBe('48%');
    expect(library.style.top).toBe('44%');
    expect(stat('Places shown')).toHaveTextContent('10');
    expect(stat('Open now')).toHaveTextContent('7');
    expect(stat('Average rating')).toHaveTextContent('4.5');
  });

  it('filters by category and searches by name, building or amenity, updating the stats', async () => {
    const user = userEvent.setup();
    renderRoute(<CampusMapPage />, { path: '/campus-map' });
    await user.click(screen.getByRole('button', { name: 'Fitness' }));
    expect(screen.getByRole('button', { name: 'Fitness' })).toHaveAttribute('aria-pressed', 'true');
    expect(pins().map((p) => p.getAttribute('aria-label'))).toEqual(['Recreation Center', 'Aquatics Center']);
    expect(stat('Open now')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'All places' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'tutoring');
    expect(pins().map((p) => p.getAttribute('aria-label'))).toEqual(['Learning Commons']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search places' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'observatory');
    expect(map().queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('No places match your search')).toBeInTheDocument();
    expect(stat('Average rating')).toHaveTextContent('–');
  });

  it('opens the detail panel from a pin, moving focus to it, with a VR tour button that does nothing', async () => {
    const user = userEvent.setup();
    renderRoute(<CampusMapPage />, { path: '/campus-map' });
    await user.click(map().getByRole('button', { name: 'Counseling Center' }));
    expect(map().getByRole('button', { name: 'Counseling Center' })).toHaveAttribute('aria-pressed', 'true');
    const panel = within(screen.getByRole('region', { name: 'Counseling Center details' }));
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Counseling Center' })).toHaveFocus());
    expect(panel.getByText('Wellness Hall, 2nd floor, Room 210')).toBeInTheDocument();
    expect(panel.getByText('Mon-Fri 9:00 AM - 5:00 PM')).toBeInTheDocument();
    expect(panel.getByText('Open now')).toBeInTheDocument();
    expect(panel.getByText('(126 reviews)')).toBeInTheDocument();
    expect(panel.getByText('Step-free entrance, Elevator, Quiet waiting room')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Take a VR Tour' })).toBeDisabled();

    await user.click(panel.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('region', { name: 'Counseling Center details' })).not.toBeInTheDocument();
  });

  it('chooses a place from the list with the keyboard', async () => {
    const user = userEvent.setup();
    renderRoute(<CampusMapPage />, { path: '/campus-map' });
    within(screen.getByRole('region', { name: 'Places' })).getByRole('button', { name: /Student Health Center/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Student Health Center details' })).toBeInTheDocument();
  });

  it('switches between the 2D and 3D views', async () => {
    const user = userEvent.setup();
    renderRoute(<CampusMapPage />, { path: '/campus-map' });
    const plane = screen.getByRole('list', { name: 'Places on the map' }).parentElement!;
    expect(screen.getByRole('button', { name: '2D' })).toHaveAttribute('aria-pressed', 'true');
    expect(plane.style.transform).toBe('none');
    await user.click(screen.getByRole('button', { name: '3D' }));
    expect(screen.getByRole('button', { name: '3D' })).toHaveAttribute('aria-pressed', 'true');
    expect(plane.style.transform).toContain('rotateX(50deg)');
    await user.click(screen.getByRole('button', { name: '2D' }));
    expect(plane.style.transform).toBe('none');
  });
});
