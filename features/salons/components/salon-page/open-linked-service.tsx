'use client';
// Opens the category of the service a link points at ('#hizmet-{serviceId}', from a search by
// service: issue 29). A browser expands a closed <details> on a real fragment navigation, but a
// client-side navigation only pushes the address, so this does it once the page is there.
import { useEffect } from 'react';

export function OpenLinkedService() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id.startsWith('hizmet-')) return;
      const target = document.getElementById(id);
      const details = target?.closest('details');
      if (details && !details.open) details.open = true;
      target?.scrollIntoView({ block: 'nearest' });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
  return null;
}
