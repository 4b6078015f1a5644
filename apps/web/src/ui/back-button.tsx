import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';

/** "Back to Home", "Back to Login"...: a button that goes to a fixed place, with an arrow mirrored in Arabic. */
export function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" onClick={() => navigate(to)}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {label}
    </Button>
  );
}
