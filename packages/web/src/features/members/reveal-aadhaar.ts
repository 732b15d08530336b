import { aadhaarAnswer } from '@trust/contract/aadhaar';
import { api } from '../../api/client';

/**
 * The member's full Aadhaar number (digits only), for the one who asked to see it. Never kept in the
 * query cache: each look is the server's to allow and to audit (REVEAL), and the number leaves the
 * page with the form.
 */
export async function revealAadhaar(id: string): Promise<string> {
  const answer = await api.get(`master/${encodeURIComponent(id)}/aadhaar`, aadhaarAnswer);
  return answer.aadhaar;
}
