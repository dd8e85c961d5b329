// 404 for booking an unknown, malformed or inactive salon: the same page as /salon/{id}'s.
export { default, metadata } from '../../salon/[salonId]/not-found';
