import { expect } from '@open-wc/testing';
import { parseConfig } from '../../src/config.js';
import { timerChoices, timerDefaults, type TimerConfig } from './config.js';
import {
  breakdown,
  circleFraction,
  defaultDateEnd,
  pad,
  parseCirclesDate,
  parseDateTime,
  resolveEnd,
  totalDurationSeconds,
} from './countdown.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const H = 3600_000;
const D = 24 * H;

function config(partial: Record<string, unknown>): TimerConfig {
  return parseConfig(partial, timerDefaults, { choices: timerChoices }).config;
}

describe('timer countdown rules', () => {
  it('breaks milliseconds into days, hours, minutes and seconds, never below zero', () => {
    expect(breakdown(5 * D + 4 * H + 30 * 60_000 + 20_000)).to.deep.equal({ days: 5, hours: 4, minutes: 30, seconds: 20 });
    expect(breakdown(-5000)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(pad(7)).to.equal('07');
    expect(pad(123)).to.equal('123');
  });

  it('defaults to 14h 30m 20s, a finish date seven days ahead and a sum of 5d 4h 30m 20s', () => {
    const c = config({});
    expect([c.days, c.hours, c.minutes, c.seconds]).to.deep.equal([0, 14, 30, 20]);
    const s = c.settings;
    expect([s.days_to_sum, s.hours_to_sum, s.minutes_to_sum, s.seconds_to_sum]).to.deep.equal([5, 4, 30, 20]);
    const end = resolveEnd(c, NOW, null).end;
    expect(end).to.equal(defaultDateEnd(NOW) + 14 * H + 30 * 60_000);
    const finish = new Date(defaultDateEnd(NOW));
    const today = new Date(NOW);
    expect(
      Math.round((finish.getTime() - new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()) / D),
    ).to.equal(7);
  });

  it('decrease_date_end counts to the end date plus the hours and minutes', () => {
    const c = config({ type: 'decrease_date_end', date_end: '2026-12-01', hours: 10, minutes: 15 });
    expect(resolveEnd(c, NOW, null).end).to.equal(new Date(2026, 11, 1, 10, 15).getTime());
  });

  it("decrease_date_end reads the end date in the owner's saved UTC offset", () => {
    const c = config({ type: 'decrease_date_end', date_end: '2026-12-01', hours: 10, minutes: 0, settings: { gmt_save: -3 } });
    expect(resolveEnd(c, NOW, null).end).to.equal(Date.UTC(2026, 11, 1, 13, 0));
  });

  it('decrease_date_end prefers the UTC finish the editor stored', () => {
    const c = config({
      type: 'decrease_date_end',
      date_end: '2030-01-01',
      settings: { original_date_finish_gmt0: '2026-11-25 08:00:00' },
    });
    expect(resolveEnd(c, NOW, null).end).to.equal(Date.UTC(2026, 10, 25, 8));
  });

  it('decrease_date_end falls back to settings.date when date_end is empty', () => {
    const c = config({ type: 'decrease_date_end', hours: 0, minutes: 0, settings: { date: '2026-12-24' } });
    expect(resolveEnd(c, NOW, null).end).to.equal(new Date(2026, 11, 24).getTime());
  });

  it('reads an end date generically when it is not YYYY-MM-DD, and as now when it is not a date at all', () => {
    const iso = config({ type: 'decrease_date_end', date_end: 'December 24, 2026 18:00:00' });
    expect(resolveEnd(iso, NOW, null).end).to.equal(new Date(2026, 11, 24, 18).getTime());
    const bad = resolveEnd(config({ type: 'decrease_date_end', date_end: 'soon' }), NOW, null);
    expect(bad).to.deep.equal({ end: NOW, invalidDate: 'soon' });
  });

  it('decrease_sum_time is a fixed date when the editor stored one', () => {
    const c = config({ type: 'decrease_sum_time', settings: { date_finish: '2026-11-23 12:00:00', gmt_save: 0 } });
    expect(resolveEnd(c, NOW, null).end).to.equal(Date.UTC(2026, 10, 23, 12));
    const explicit = config({
      type: 'decrease_sum_time',
      settings: { finish: Date.UTC(2026, 10, 22), date_finish: '2030-01-01' },
    });
    expect(resolveEnd(explicit, NOW, null).end).to.equal(Date.UTC(2026, 10, 22));
  });

  it('decrease_sum_time is the save time plus the sum, else now plus the sum', () => {
    const saved = config({ type: 'decrease_sum_time', settings: { save_time: NOW - D } });
    expect(resolveEnd(saved, NOW, null).end).to.equal(NOW - D + 5 * D + 4 * H + 30 * 60_000 + 20_000);
    const fresh = config({
      type: 'decrease_sum_time',
      settings: { days_to_sum: 1, hours_to_sum: 0, minutes_to_sum: 0, seconds_to_sum: 0 },
    });
    expect(resolveEnd(fresh, NOW, null).end).to.equal(NOW + D);
  });

  it('start_user_every_access restarts the full duration on every visit', () => {
    const c = config({ type: 'start_user_every_access', days: 1, hours: 2, minutes: 0, seconds: 0 });
    expect(resolveEnd(c, NOW, null).end).to.equal(NOW + D + 2 * H);
    expect(resolveEnd(c, NOW + 5000, null).end).to.equal(NOW + 5000 + D + 2 * H);
  });

  it('decrease_sum_time_user_start keeps the first visit and resets when the owner changes the duration or saves again', () => {
    const saved = { type: 'decrease_sum_time_user_start', hours: 1, minutes: 0, seconds: 0, settings: { save_time: 'v1' } };
    const c = config(saved);
    const first = resolveEnd(c, NOW, null);
    expect(first.end).to.equal(NOW + H);
    expect(first.store).to.deep.equal({ start: NOW, duration: H, saveTime: 'v1' });
    const later = resolveEnd(c, NOW + 10 * 60_000, first.store!);
    expect(later.end).to.equal(NOW + H);
    const longer = config({ ...saved, hours: 2 });
    expect(resolveEnd(longer, NOW + 60_000, first.store!).end).to.equal(NOW + 60_000 + 2 * H);
    const resaved = config({ ...saved, settings: { save_time: 'v2' } });
    expect(resolveEnd(resaved, NOW + 60_000, first.store!).end).to.equal(NOW + 60_000 + H);
  });

  it("parses circles dates as 'YYYY-MM-DD H:mm:ss', then generically, then as now", () => {
    expect(parseDateTime('2026-12-01 9:05:07')).to.equal(new Date(2026, 11, 1, 9, 5, 7).getTime());
    expect(parseCirclesDate('2026-12-01 9:05:07', NOW)).to.equal(new Date(2026, 11, 1, 9, 5, 7).getTime());
    expect(parseCirclesDate('2026-12-01T09:05:07Z', NOW)).to.equal(Date.UTC(2026, 11, 1, 9, 5, 7));
    expect(parseCirclesDate('not a date', NOW)).to.equal(NOW);
  });

  it('accepts total_duration as seconds or Years, Months, Days, Hours, Minutes, Auto', () => {
    expect(totalDurationSeconds('Years')).to.equal(31_536_000);
    expect(totalDurationSeconds('Months')).to.equal(2_678_400);
    expect(totalDurationSeconds('Days')).to.equal(86400);
    expect(totalDurationSeconds('Hours')).to.equal(3600);
    expect(totalDurationSeconds('Minutes')).to.equal(60);
    expect(totalDurationSeconds('Auto')).to.equal('Auto');
    expect(totalDurationSeconds('7200')).to.equal(7200);
    expect(totalDurationSeconds(90)).to.equal(90);
    expect(totalDurationSeconds('Weeks')).to.equal(null);
    expect(totalDurationSeconds(-1)).to.equal(null);
  });

  it('fills each circle against the next unit with Auto, or against the total duration', () => {
    const r = { days: 73, hours: 6, minutes: 15, seconds: 30 };
    expect(circleFraction('seconds', r, 'Auto')).to.equal(0.5);
    expect(circleFraction('hours', r, 'Auto')).to.equal(0.25);
    expect(circleFraction('days', r, 'Auto')).to.equal(0.2);
    expect(circleFraction('hours', r, 24 * 3600)).to.equal(0.25);
    expect(circleFraction('days', { ...r, days: 400 }, 'Auto')).to.equal(1);
    expect(circleFraction('seconds', { ...r, seconds: 0 }, 'Auto')).to.equal(0);
  });
});
