export interface HostileCase {
  name: string;
  args: string[];
  stdin?: string;
}
/** The fixed cases, then `generated` seeded ones. */
export function hostileCorpus(generated?: number, seed?: number): HostileCase[];
