import { describe, expect, it } from 'vitest';
import { approvedFor, canMove, movesFrom, REVIEW_STATUS_LABELS } from './moderation';

describe('review moderation state machine (spec 2 §4)', () => {
  it('offers approve and reject on a pending review, approve on a rejected one, make passive on an approved one', () => {
    expect(movesFrom('pending')).toEqual(['approve', 'reject']);
    expect(movesFrom('rejected')).toEqual(['approve']);
    expect(movesFrom('approved')).toEqual(['unpublish']);
  });
  it('refuses the moves the spec does not allow', () => {
    expect(canMove('approved', 'approve')).toBe(false);
    expect(canMove('rejected', 'reject')).toBe(false);
    expect(canMove('pending', 'unpublish')).toBe(false);
    expect(canMove('rejected', 'unpublish')).toBe(false);
  });
  it('keeps approved null / true / false in step with the labels', () => {
    expect([approvedFor('pending'), approvedFor('approved'), approvedFor('rejected')]).toEqual([null, true, false]);
    expect(REVIEW_STATUS_LABELS).toEqual({ pending: 'Beklemede', approved: 'Onaylandı', rejected: 'Reddedildi' });
  });
});
