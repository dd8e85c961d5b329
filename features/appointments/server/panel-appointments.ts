import 'server-only';
// The salon's calendar (issue 21): one appointment's details for the detail sheet
// (panel-appointment-detail.ts), its status changes (panel-appointment-status.ts), moves
// (panel-appointment-moves.ts), the bookings the salon writes itself (panel-salon-bookings.ts),
// and the clash check that blocked time (blocks.ts) shares (panel-slot-checks.ts). One import
// for the panel's actions and the tests.
// Every function takes the session's salonId first and scopes every query to it: another
// salon's appointment, staff member, service or block is "not found" and nothing is written
// (DESIGN.md "The salon panel").
// Writes go through the booking path's rules: the per-staff lock (lockStaffBookings), the
// staff member's working windows (loadBookingDay, schedule.ts), and the exclusion constraint
// appointments_no_overlap as the last word (23P01 → 409, never 500). Mail is queued in the
// same transaction (features/appointments/server/mail.ts); the caller wakes the worker after commit.
// Answers are ActionResults, so the server actions only add the session and the right.
export { loadAppointmentDetail, type CustomerHistory, type PanelAppointmentDetail } from './panel-appointment-detail';
export { changeAppointmentStatus } from './panel-appointment-status';
export { moveAppointment } from './panel-appointment-moves';
export { createSalonAppointment } from './panel-salon-bookings';
export { findClash } from './panel-slot-checks';
