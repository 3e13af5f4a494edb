#!/usr/bin/env python3
"""testsignal.py OUT.wav [SECONDS]: a stereo 44.1 kHz test signal for the
measured profiles (measure.py): decaying notes, a harmonic, a bass and a
little noise, seeded, so that encoders and decoders see tonal and noisy
frames.  Encode it with the package's own tools (lame, oggenc, flac)."""
import math
import random
import struct
import sys
import wave

out = sys.argv[1]
secs = float(sys.argv[2]) if len(sys.argv) > 2 else 10
random.seed(1)
sr = 44100
notes = [220, 277.2, 329.6, 440, 554.4, 659.3]
w = wave.open(out, 'wb')
w.setnchannels(2)
w.setsampwidth(2)
w.setframerate(sr)
frames = bytearray()
for i in range(int(sr * secs)):
    t = i / sr
    f = notes[int(t * 4) % len(notes)]
    env = math.exp(-3 * ((t * 4) % 1))
    left = (0.4 * env * math.sin(2 * math.pi * f * t) + 0.15 * math.sin(2 * math.pi * f * 2.01 * t)
            + 0.02 * (random.random() - 0.5))
    right = (0.4 * env * math.sin(2 * math.pi * f * 1.5 * t) + 0.1 * math.sin(2 * math.pi * 110 * t)
             + 0.02 * (random.random() - 0.5))
    frames += struct.pack('<hh', int(left * 32767 * 0.8), int(right * 32767 * 0.8))
w.writeframes(bytes(frames))
w.close()
