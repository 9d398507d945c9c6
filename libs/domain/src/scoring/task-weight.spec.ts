import { creativeScoreFactor, taskWeight, weightedScore, weightedScore2 } from './task-weight';

// The worked examples of docs/scoring.md "A task's weight".
describe('task weight', () => {
  const plain = { efficiency: 0, efficiencyScale: 1, benchmark: null, benchmarkScale: null, roleLevelUser: null, roleLevelProject: null, performanceScale: null };

  it('the default rows (every scale 1) leave the final score as it is', () => {
    const w = taskWeight({ ...plain, benchmark: 100, benchmarkScale: 1, roleLevelUser: 32, roleLevelProject: 33, performanceScale: 1 });
    expect(w.weight).toBe(1);
    expect(weightedScore(36, w.weight)).toBe(36);
  });

  it('a hard task (efficiency 2, scale 1.5) of 40 counts 60', () => {
    const w = taskWeight({ ...plain, efficiency: 2, efficiencyScale: 1.5 });
    expect(w.factors).toEqual([{ kind: 'efficiency', type: 2, scale: 1.5 }]);
    expect(weightedScore(40, w.weight)).toBe(60);
  });

  it('multiplies the three scales: 40 x very hard 2 x benchmark Failed 0.5 x junior in a senior slot 1.25 = 50', () => {
    const w = taskWeight({ efficiency: 3, efficiencyScale: 2, benchmark: 101, benchmarkScale: 0.5, roleLevelUser: 31, roleLevelProject: 34, performanceScale: 1.25 });
    expect(w.factors).toEqual([
      { kind: 'efficiency', type: 3, scale: 2 },
      { kind: 'benchmark', type: 101, scale: 0.5 },
      { kind: 'performance', roleLevelUser: 31, roleLevelProject: 34, scale: 1.25 },
    ]);
    expect(w.weight).toBe(1.25);
    expect(weightedScore(40, w.weight)).toBe(50);
  });

  it('a missing or 0 scale counts as 1 (not set), as the benchmark scales do', () => {
    expect(taskWeight({ ...plain, efficiency: 1, efficiencyScale: 0 }).weight).toBe(1);
    expect(taskWeight({ ...plain, efficiency: 1, efficiencyScale: null }).weight).toBe(1);
    expect(taskWeight({ ...plain, benchmark: 100, benchmarkScale: undefined }).factors[1]).toEqual({ kind: 'benchmark', type: 100, scale: 1 });
  });

  it('no benchmark factor without a task benchmark, no performance factor without both levels', () => {
    expect(taskWeight({ ...plain, benchmarkScale: 3 }).factors.map((f) => f.kind)).toEqual(['efficiency']);
    expect(taskWeight({ ...plain, roleLevelUser: 32, roleLevelProject: null, performanceScale: 2 }).weight).toBe(1);
    expect(taskWeight({ ...plain, roleLevelUser: null, roleLevelProject: 32, performanceScale: 2 }).weight).toBe(1);
  });

  it('a line shows 2 decimals; a score that is not a number adds nothing', () => {
    expect(weightedScore2(33.33, 1.1)).toBe(36.66);
    expect(weightedScore(Number.NaN, 2)).toBe(0);
  });

  // docs/scoring.md "Creative work" (decision 057).
  describe('a creative task', () => {
    const video = { ...plain, creativeType: 1, taskScore: 4, creativeScore: 4, creativeRate: 1 };

    it('with its type scored as it was created, counts its final score: a video of 4 counts 4', () => {
      const w = taskWeight(video);
      expect(w.factors).toEqual([{ kind: 'efficiency', type: 0, scale: 1 }, { kind: 'creative-score', type: 1, score: 4, taskScore: 4, scale: 1 }]);
      expect(weightedScore(4, w.weight)).toBe(4);
    });

    it("counts its type's score once the table changes: video 4 -> 6 makes the task of 4 count 6", () => {
      const w = taskWeight({ ...video, creativeScore: 6 });
      expect(w.factors[1]).toEqual({ kind: 'creative-score', type: 1, score: 6, taskScore: 4, scale: 1.5 });
      expect(weightedScore(4, w.weight)).toBe(6);
    });

    it("keeps the late penalty's fraction: a creative manager's playable of 8 decayed to 6.4, type score 10 -> counts 8", () => {
      const w = taskWeight({ ...plain, creativeType: 2, taskScore: 8, creativeScore: 10, creativeRate: null });
      expect(weightedScore2(6.4, w.weight)).toBe(8);
    });

    it('met its benchmark (100): the type rate replaces the benchmark scale; a playable of 6 at rate 1.5 counts 9', () => {
      const w = taskWeight({ ...plain, creativeType: 2, taskScore: 6, creativeScore: 6, creativeRate: 1.5, benchmark: 100, benchmarkScale: 1.2 });
      expect(w.factors).toEqual([
        { kind: 'efficiency', type: 0, scale: 1 },
        { kind: 'creative-score', type: 2, score: 6, taskScore: 6, scale: 1 },
        { kind: 'creative-benchmark', type: 2, scale: 1.5 },
      ]);
      expect(weightedScore(6, w.weight)).toBe(9);
    });

    it('failed its benchmark (101), or no rate set: the benchmark scale as for any task', () => {
      expect(taskWeight({ ...video, benchmark: 101, benchmarkScale: 0.5, creativeRate: 2 }).factors[2]).toEqual({ kind: 'benchmark', type: 101, scale: 0.5 });
      expect(taskWeight({ ...video, benchmark: 100, benchmarkScale: 1.2, creativeRate: 0 }).factors[2]).toEqual({ kind: 'benchmark', type: 100, scale: 1.2 });
      expect(taskWeight({ ...video, benchmark: 100, benchmarkScale: 1.2, creativeRate: null }).weight).toBe(1.2);
    });

    it('a type score not set (missing or 0) leaves the typed score: no creative-score factor', () => {
      expect(taskWeight({ ...video, creativeScore: 0 }).factors.map((f) => f.kind)).toEqual(['efficiency']);
      expect(taskWeight({ ...video, creativeScore: null }).weight).toBe(1);
      expect(creativeScoreFactor(5, 0)).toBeNull();
      expect(creativeScoreFactor(6, 4)).toBe(1.5);
    });

    it('a task that is not creative ignores the creative rows, whatever they hold', () => {
      const w = taskWeight({ ...plain, creativeType: null, taskScore: 4, creativeScore: 9, creativeRate: 3, benchmark: 100, benchmarkScale: 1 });
      expect(w.factors.map((f) => f.kind)).toEqual(['efficiency', 'benchmark']);
      expect(w.weight).toBe(1);
    });

    it('multiplies with the other scales: a hard (1.2) image of 1, type score 2, met its benchmark at rate 0.5 -> 1 x 1.2 x 2 x 0.5 = 1.2', () => {
      const w = taskWeight({ ...plain, efficiency: 2, efficiencyScale: 1.2, creativeType: 3, taskScore: 1, creativeScore: 2, creativeRate: 0.5, benchmark: 100, benchmarkScale: 1 });
      expect(weightedScore2(1, w.weight)).toBe(1.2);
    });
  });
});
