;; The usage scan's search for `"usage"` on WebAssembly SIMD (src/ledger/usage-search.ts
;; instantiates it). The source of src/ledger/usage-search.wasm.ts: after an edit run
;; `npm run wasm` (scripts/assemble-wasm.ts, wabt's wat2wasm); tests/usage/usage-search-wasm.test.ts
;; fails while the two differ.
;;
;; `find(from, to)`: the first p with from <= p, p + 7 <= to and the 7 bytes `"usage"` at p;
;; -1 when there is none. It looks at sixteen places at a time: a candidate has a quote, a `u`
;; one byte after it and a `g` four bytes after it (three 16-lane compares, one bit mask), and
;; each candidate is then compared whole, as two 4-byte words that overlap at the `a`.
;;
;; Its loads run past `to`: the last 16-byte load starts 4 bytes after the last place looked
;; at, so the caller keeps 32 bytes of memory after every search (SLACK in usage-search.ts).
;; A candidate found past `to` means every later one is too: -1 at once.
(module
  ;; The caller's memory: the reader reads its chunks straight into it, so nothing is copied.
  (import "env" "memory" (memory 1))

  (func $find (export "find") (param $from i32) (param $to i32) (result i32)
    (local $bits i32)   ;; one bit per place (of the sixteen at $from) that is a candidate
    (local $p i32)      ;; the candidate being compared whole
    (local $quote v128) ;; '"' in every lane
    (local $u v128)     ;; 'u' in every lane
    (local $g v128)     ;; 'g' in every lane
    (local.set $quote (i8x16.splat (i32.const 0x22)))
    (local.set $u (i8x16.splat (i32.const 0x75)))
    (local.set $g (i8x16.splat (i32.const 0x67)))

    (block $done
      (loop $sixteen
        ;; $from walks by sixteen; a place at or past `to` cannot start a match.
        (br_if $done (i32.ge_u (local.get $from) (local.get $to)))
        ;; Byte 0 a quote, byte 1 a `u`, byte 4 a `g`: unaligned loads (align=1).
        (local.set $bits
          (i8x16.bitmask
            (v128.and
              (v128.and
                (i8x16.eq (v128.load align=1 (local.get $from)) (local.get $quote))
                (i8x16.eq (v128.load offset=1 align=1 (local.get $from)) (local.get $u)))
              (i8x16.eq (v128.load offset=4 align=1 (local.get $from)) (local.get $g)))))

        ;; The candidates, lowest place first.
        (block $next
          (loop $candidate
            (br_if $next (i32.eqz (local.get $bits)))
            ;; $p = $from + (its lowest bit's place). A match must end within the search:
            ;; past it, so is every later candidate.
            (if (i32.gt_u
                  (i32.add (local.tee $p (i32.add (local.get $from) (i32.ctz (local.get $bits)))) (i32.const 7))
                  (local.get $to))
              (then (return (i32.const -1))))
            ;; `"usa` at p and `age"` at p + 3, as little-endian words.
            (if (i32.eq (i32.load align=1 (local.get $p)) (i32.const 0x61737522))
              (then
                (if (i32.eq (i32.load offset=3 align=1 (local.get $p)) (i32.const 0x22656761))
                  (then (return (local.get $p))))))
            ;; Clear the lowest bit: the next candidate.
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            (br $candidate)))

        (local.set $from (i32.add (local.get $from) (i32.const 16)))
        (br $sixteen)))
    (i32.const -1)))
