'use client';
// The review dialogs, fetched the first time one opens: a salon page is read far more often
// than reviewed, so its first load carries none of the form code. Render them only while open.
import dynamic from 'next/dynamic';

/** The review form's code; 'Yorum Ekle' awaits it to show that it is busy meanwhile. */
export const loadReviewFormDialog = () => import('./review-form-dialog');

export const LazyReviewFormDialog = dynamic(() => loadReviewFormDialog().then((m) => m.ReviewFormDialog), { ssr: false });
export const LazyDeleteReviewPhoneDialog = dynamic(
  () => import('./delete-review-phone-dialog').then((m) => m.DeleteReviewPhoneDialog),
  { ssr: false },
);
